export { RaisedCard, type RaisedCardProps } from './RaisedCard';
