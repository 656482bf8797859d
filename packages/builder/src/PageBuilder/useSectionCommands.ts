import { messages, pageBuilderTexts as texts } from '@charitykit/content';
import type { Dispatch, RefObject } from 'react';
import {
  type BuilderAction,
  type BuilderSection,
  type BuilderState,
  canRedo,
  canUndo,
} from '../reducer/builderReducer';
import type { SectionRegistry } from '../registry/registry';
import type { SectionDefinition } from '../registry/types';
import type { SectionCommand } from './SectionCard';
import type { FocusTarget } from './useFocusAfterMoves';

export interface SectionCommandsOptions {
  state: BuilderState;
  dispatch: Dispatch<BuilderAction>;
  registry: SectionRegistry<SectionDefinition>;
  createId: () => string;
  /** Where focus goes after the change (see useFocusAfterMoves). */
  focusNext: RefObject<FocusTarget>;
  /** Says what happened, in the builder's polite live region. */
  announce: (message: string) => void;
}

/**
 * What staff do to sections, each with its announcement and where focus goes next: move up or
 * down, switch between edit and preview, remove, add, undo and redo.
 */
export function useSectionCommands({
  state,
  dispatch,
  registry,
  createId,
  focusNext,
  announce,
}: SectionCommandsOptions) {
  const labelOf = (section: BuilderSection) =>
    registry.get(section.type)?.label ?? messages.unknownSectionType;

  const onCommand = (command: SectionCommand, section: BuilderSection) => {
    const index = state.sections.findIndex((candidate) => candidate.id === section.id);
    const total = state.sections.length;
    switch (command) {
      case 'moveUp':
      case 'moveDown': {
        const to = command === 'moveUp' ? index - 1 : index + 1;
        if (to < 0 || to >= total) return;
        dispatch({ type: command, id: section.id });
        focusNext.current = { id: section.id, command };
        announce(texts.moved(labelOf(section), to + 1, total));
        return;
      }
      case 'toggleMode':
        dispatch({ type: 'toggleMode', id: section.id });
        focusNext.current = { id: section.id, command };
        return;
      case 'remove': {
        dispatch({ type: 'remove', id: section.id });
        const neighbour = state.sections[index + 1] ?? state.sections[index - 1];
        focusNext.current = neighbour
          ? { id: neighbour.id, command: 'heading' }
          : { target: 'add' };
        announce(texts.removed(labelOf(section)));
        return;
      }
    }
  };

  const addSection = (definition: SectionDefinition) => {
    const section: BuilderSection = {
      id: createId(),
      type: definition.type,
      ...structuredClone(definition.defaults),
    };
    dispatch({ type: 'add', section });
    focusNext.current = { id: section.id, command: 'heading' };
    announce(texts.added(definition.label, state.sections.length + 1));
  };

  const undo = () => {
    if (!canUndo(state)) return;
    dispatch({ type: 'undo' });
    announce(texts.undone);
  };
  const redo = () => {
    if (!canRedo(state)) return;
    dispatch({ type: 'redo' });
    announce(texts.redone);
  };

  return { onCommand, addSection, undo, redo };
}
