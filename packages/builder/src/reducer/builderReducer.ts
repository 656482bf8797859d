/**
 * The page builder's state as a pure reducer: the sections of the selected page, which of them
 * are being edited or previewed, field errors, undo/redo history and what was last saved.
 * Section ids are made by the caller (they are local and never saved), so the reducer stays
 * pure and its tests deterministic.
 */
import type { SectionFieldErrors, StoredSection } from '../registry/types';

export interface BuilderSection extends StoredSection {
  /** Local only: keys, focus and the edit/preview switch follow it; never saved. */
  id: string;
}

export type SectionMode = 'edit' | 'preview';

export interface BuilderState {
  pageId: string | null;
  sections: readonly BuilderSection[];
  /** Earlier section lists, most recent last. */
  past: readonly (readonly BuilderSection[])[];
  /** Undone section lists, the next redo last. */
  future: readonly (readonly BuilderSection[])[];
  /** What was loaded or last saved, as saved: dirty means the sections differ from it. */
  savedSnapshot: string;
  /** Sections absent from this map are in edit mode. View state: not part of undo. */
  modes: Readonly<Record<string, SectionMode>>;
  errors: Readonly<Record<string, SectionFieldErrors>>;
  /** `${id}:${field}` of the last field typed into: a run of typing is one undo step. */
  lastEdit: string | null;
}

export type BuilderAction =
  | { type: 'selectPage'; pageId: string | null; sections: readonly BuilderSection[] }
  | { type: 'add'; section: BuilderSection }
  | { type: 'moveUp'; id: string }
  | { type: 'moveDown'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'setMode'; id: string; mode: SectionMode }
  | { type: 'toggleMode'; id: string }
  | {
      type: 'updateField';
      id: string;
      field: string;
      value: string;
      /** Other content fields set in the same step (one undo step). */
      also?: Readonly<Record<string, string>>;
    }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'setErrors'; errors: Readonly<Record<string, SectionFieldErrors>> }
  /** After a successful save: `sections` are what was saved, in the same order. */
  | { type: 'saved'; sections: readonly StoredSection[] }
  /**
   * Replace every section at once, as one undoable change that leaves the page unsaved (e.g.
   * an earlier version restored from History). They open previewed.
   */
  | { type: 'replaceSections'; sections: readonly BuilderSection[] };

/** How many steps undo remembers. */
export const HISTORY_LIMIT = 100;

/** Exactly what is saved (spec section 7): `{ type, title, content }`, no ids, nothing else. */
export function toStoredSections(sections: readonly StoredSection[]): StoredSection[] {
  return sections.map(({ type, title, content }) => ({ type, title, content }));
}

const snapshot = (sections: readonly StoredSection[]) => JSON.stringify(toStoredSections(sections));

export const initialBuilderState: BuilderState = {
  pageId: null,
  sections: [],
  past: [],
  future: [],
  savedSnapshot: snapshot([]),
  modes: {},
  errors: {},
  lastEdit: null,
};

export function isDirty(state: BuilderState): boolean {
  return snapshot(state.sections) !== state.savedSnapshot;
}

export const canUndo = (state: BuilderState) => state.past.length > 0;
export const canRedo = (state: BuilderState) => state.future.length > 0;

export function sectionMode(state: BuilderState, id: string): SectionMode {
  return state.modes[id] ?? 'edit';
}

/** A change to the sections: the old list goes on the undo stack and redo is forgotten. */
function commit(
  state: BuilderState,
  sections: readonly BuilderSection[],
  lastEdit: string | null = null,
): BuilderState {
  return {
    ...state,
    sections,
    past: [...state.past, state.sections].slice(-HISTORY_LIMIT),
    future: [],
    lastEdit,
  };
}

function move(state: BuilderState, id: string, by: -1 | 1): BuilderState {
  const from = state.sections.findIndex((section) => section.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= state.sections.length) return state;
  const sections = [...state.sections];
  const [moved] = sections.splice(from, 1);
  if (!moved) return state;
  sections.splice(to, 0, moved);
  return commit(state, sections);
}

function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'selectPage': {
      // A page opens with its sections previewed, as visitors see them; new ones open for editing.
      const modes: Record<string, SectionMode> = {};
      for (const section of action.sections) modes[section.id] = 'preview';
      return {
        ...initialBuilderState,
        pageId: action.pageId,
        sections: action.sections,
        savedSnapshot: snapshot(action.sections),
        modes,
      };
    }
    case 'add':
      return {
        ...commit(state, [...state.sections, action.section]),
        modes: { ...state.modes, [action.section.id]: 'edit' },
      };
    case 'moveUp':
      return move(state, action.id, -1);
    case 'moveDown':
      return move(state, action.id, 1);
    case 'remove': {
      if (!state.sections.some((section) => section.id === action.id)) return state;
      return {
        ...commit(
          state,
          state.sections.filter((section) => section.id !== action.id),
        ),
        errors: withoutKey(state.errors, action.id),
      };
    }
    case 'setMode':
      return { ...state, modes: { ...state.modes, [action.id]: action.mode }, lastEdit: null };
    case 'toggleMode':
      return {
        ...state,
        modes: {
          ...state.modes,
          [action.id]: sectionMode(state, action.id) === 'edit' ? 'preview' : 'edit',
        },
        lastEdit: null,
      };
    case 'updateField': {
      const index = state.sections.findIndex((section) => section.id === action.id);
      const current = state.sections[index];
      if (!current) return state;
      const next: BuilderSection =
        action.field === 'title'
          ? { ...current, title: action.value }
          : {
              ...current,
              content: { ...current.content, ...action.also, [action.field]: action.value },
            };
      const sections = state.sections.map((section, i) => (i === index ? next : section));
      const editKey = `${action.id}:${action.field}`;
      const sectionErrors = state.errors[action.id];
      // Typing in a field clears that field's error (as on every form of the site).
      const errors =
        sectionErrors && action.field in sectionErrors
          ? { ...state.errors, [action.id]: withoutKey(sectionErrors, action.field) }
          : state.errors;
      const updated =
        state.lastEdit === editKey
          ? { ...state, sections, future: [], lastEdit: editKey }
          : commit(state, sections, editKey);
      return { ...updated, errors };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        sections: previous,
        past: state.past.slice(0, -1),
        future: [...state.future, state.sections],
        lastEdit: null,
      };
    }
    case 'redo': {
      const next = state.future.at(-1);
      if (!next) return state;
      return {
        ...state,
        sections: next,
        past: [...state.past, state.sections],
        future: state.future.slice(0, -1),
        lastEdit: null,
      };
    }
    case 'setErrors':
      return { ...state, errors: action.errors };
    case 'replaceSections': {
      const modes: Record<string, SectionMode> = {};
      for (const section of action.sections) modes[section.id] = 'preview';
      return { ...commit(state, action.sections), modes, errors: {} };
    }
    case 'saved': {
      const sections = state.sections.map((section, i) => {
        const saved = action.sections[i];
        return saved ? { ...section, title: saved.title, content: saved.content } : section;
      });
      return {
        ...state,
        sections,
        savedSnapshot: snapshot(action.sections),
        errors: {},
        lastEdit: null,
      };
    }
  }
}
