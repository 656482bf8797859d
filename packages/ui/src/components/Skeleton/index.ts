export { Skeleton, SkeletonGroup, type SkeletonProps } from './Skeleton';
