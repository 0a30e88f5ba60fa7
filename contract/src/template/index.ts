/**
 * `@portal/contract/template`: the variables an instruction may name and the check of its
 * text, as plain code (no TypeBox): the API validates and renders with it, the instruction
 * editor highlights and checks while typing with the very same rules.
 */
export * from './catalogue';
export * from './analyse';
