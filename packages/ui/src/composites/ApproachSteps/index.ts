export * from './ApproachSteps';
