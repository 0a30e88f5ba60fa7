import Mustache from 'mustache';
import { ApiError } from '../errors';

/**
 * What one render may produce and do. A 50,000-character text can repeat a 500,000-character
 * list a thousand times, or nest lists six deep (50⁶ items): without a bound, one request
 * would hold the event loop for minutes or exhaust the memory. Two million characters fit the
 * largest ICP or USP with every field listed once; a step costs about 2 µs, so the steps
 * bound a render to a fraction of a second.
 */
export const RENDER_LIMITS = { characters: 2_000_000, steps: 100_000 } as const;

export const renderTooLarge = () =>
  new ApiError(
    400,
    'RENDER_TOO_LARGE',
    `The rendered text would be too large (at most ${RENDER_LIMITS.characters.toLocaleString('en')} ` +
      `characters and ${RENDER_LIMITS.steps.toLocaleString('en')} template steps): name fewer ` +
      'lists, or repeat them less',
  );

type Context = Mustache.Context;
type Config = Mustache.RenderOptions | undefined;

/**
 * A mustache writer that counts as it renders and stops at the limits: every token visited
 * (each item of a list visits its section's tokens again) is a step, every character written
 * counts against the text's length. Its own parse cache lives as long as the writer: one per
 * render.
 */
export class BoundedWriter extends Mustache.Writer {
  private steps = 0;
  private characters = 0;

  private written(value: string | undefined): string | undefined {
    this.characters += value?.length ?? 0;
    if (this.characters > RENDER_LIMITS.characters) throw renderTooLarge();
    return value;
  }

  override renderTokens(
    tokens: string[][],
    context: Context,
    partials?: Mustache.PartialsOrLookupFn,
    originalTemplate?: string,
    config?: Config,
  ): string {
    this.steps += tokens.length;
    if (this.steps > RENDER_LIMITS.steps) throw renderTooLarge();
    return super.renderTokens(tokens, context, partials, originalTemplate, config);
  }

  override rawValue(token: string[]): string {
    return this.written(super.rawValue(token))!;
  }

  override escapedValue(token: string[], context: Context, config?: Config): string {
    return this.written(super.escapedValue(token, context, config))!;
  }

  override unescapedValue(token: string[], context: Context): string {
    return this.written(super.unescapedValue(token, context))!;
  }
}
