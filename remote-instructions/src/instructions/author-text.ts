/**
 * Who wrote an instruction version or override. The API records no author for what no one
 * signed in wrote: the seeded instructions and those a migration added (issue 37 §4).
 */
export const authorText = (author: string | null) => author ?? 'Came with the portal';
