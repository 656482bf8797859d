// The two crisis appeals, one module each: an appeal page ships its own copy, not both (issue 22).
import { conflictAppeal } from './conflictAppeal';
import { refugeeAppeal } from './refugeeAppeal';

export { conflictAppeal, refugeeAppeal };

export const appeals = [refugeeAppeal, conflictAppeal] as const;
