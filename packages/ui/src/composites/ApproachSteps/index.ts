export { ApproachSteps, type ApproachStepsProps } from './ApproachSteps';
