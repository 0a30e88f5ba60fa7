/** The count a kind's list shows beside the name (issue 37 §2): an ICP's segments, a USP's products. */
export interface ListCount<T> {
  /** The column's title and its key: 'Segments', 'Products'. */
  title: string;
  of: (item: T) => number;
}
