/** Spec §9: card descriptions are clamped to 3 lines (antd uses CSS line clamp for this). */
export const CLAMP_3_LINES = { rows: 3 } as const;
