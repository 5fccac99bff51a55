// The label catalogue's key types only: its texts load per language (labels/index.ts).
export type { TLabelKey, TLabelTexts } from '../labels/keys';
export * from './locale-schema';
export * from './locales';
