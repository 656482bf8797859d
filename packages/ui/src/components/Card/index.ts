export { Card, type CardProps, type CardVariant, cardVariants } from './Card';
