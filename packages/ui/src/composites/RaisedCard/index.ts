export * from './RaisedCard';
