import { apiClient, ApiError } from '@portal/shared';
import type {
  ModelProviderInfo,
  RenderPromptRequest,
  RenderPromptResponse,
  ResolvedPrompt,
  ResolvePromptQuery,
  TestRunRequest,
  TestRunResponse,
} from '@portal/contract';

const base = '/api/prompts';

/**
 * The provider gives up after 30 s and the API answers with its message; the browser waits a
 * little longer so that answer, not a bare client timeout, is what the user reads.
 */
export const TEST_RUN_TIMEOUT_MS = 35_000;

/** The exact text the model would receive: `promptContent` rendered on the chosen records. */
export async function renderPrompt(request: RenderPromptRequest): Promise<RenderPromptResponse> {
  const { data } = await apiClient.post<RenderPromptResponse>(`${base}/render`, request);
  return data;
}

/**
 * The call a draft of the type makes, on the draft's text (rendered as `renderPrompt` does),
 * sent to the configured model and, with `compareModel`, to a second one.
 */
export async function testRunPrompt(request: TestRunRequest): Promise<TestRunResponse> {
  const { data } = await apiClient.post<TestRunResponse>(`${base}/test-run`, request, {
    timeout: TEST_RUN_TIMEOUT_MS,
  });
  return data;
}

/** Which provider answers test runs: the offline one, or a configured model. */
export async function getModelProvider(): Promise<ModelProviderInfo> {
  const { data } = await apiClient.get<ModelProviderInfo>('/api/model-provider');
  return data;
}

/**
 * The instruction a tenant uses now for a type: its release, or its override; null when the
 * type has none released yet (the API's 404).
 */
export async function resolvePrompt(query: ResolvePromptQuery): Promise<ResolvedPrompt | null> {
  try {
    const { data } = await apiClient.get<ResolvedPrompt>(`${base}/resolve`, { params: query });
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
