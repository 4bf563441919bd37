/** The shared form field: label, control, hint or counter and the field's own error, their ids wired. */
export { Field, fieldIds, type FieldControlProps, type FieldProps } from './Field';
export { Choice, type ChoiceControlProps, type ChoiceProps } from './Choice';
export { CharacterCounter, counterAnnouncement, counterText, type CharacterCounterProps } from './CharacterCounter';
