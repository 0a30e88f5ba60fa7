/**
 * Who wrote or last changed something, as staff read it. The API records no one for what no
 * one signed in wrote: seeded instructions and records, those a migration added (issue 37 §4);
 * an instruction version's author and an ICP's or USP's "Updated by" (issue 37 §2) alike.
 */
export const authorText = (author: string | null) => author ?? 'Came with the portal';
