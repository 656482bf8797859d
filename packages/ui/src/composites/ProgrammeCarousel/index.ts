export {
  ProgrammeCarousel,
  type ProgrammeCarouselItem,
  type ProgrammeCarouselProps,
} from './ProgrammeCarousel';
