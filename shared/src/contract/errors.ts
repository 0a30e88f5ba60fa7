/** The one error shape every non-2xx answer of the API carries. */
export interface ApiErrorBody {
  statusCode: number;
  /** Stable, machine-readable code, e.g. `VALIDATION_FAILED`, `NOT_FOUND`, `UNAUTHORIZED`. */
  code: string;
  /** Human-readable; the browser shows it as is. */
  message: string;
}
