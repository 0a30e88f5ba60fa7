import { Value } from 'typebox/value';
import { CreateIcpRequest, CreatePromptRequest, LoginResponse, Tenant } from './index';
import { ICP_LIMITS, NEW_PROMPT_VERSION, PROMPT_TYPES, USERNAME_MAX } from './limits';
import { LoginRequest } from './auth';

// The schemas state the limits, so the API enforces them and its OpenAPI document shows them.
it('states the limits in the schemas', () => {
  expect(CreateIcpRequest.properties.name).toMatchObject({ maxLength: ICP_LIMITS.name });
  expect(CreateIcpRequest.properties.segments).toMatchObject({ maxItems: ICP_LIMITS.segments });
  expect(LoginRequest.properties.username).toMatchObject({ maxLength: USERNAME_MAX });
  expect(CreatePromptRequest.properties.version).toMatchObject({ const: NEW_PROMPT_VERSION });
  expect(CreatePromptRequest.properties.promptType).toMatchObject({ enum: [...PROMPT_TYPES] });
});

it('sends the token first in the sign-in answer, then the user', () => {
  expect(Object.keys(LoginResponse.properties)).toEqual([
    'token',
    'id',
    'username',
    'role',
    'isAdmin',
    'mustChangePassword',
  ]);
});

it('lets a tenant leave out its primary domain', () => {
  expect(Value.Check(Tenant, { id: 't', name: 'Acme', configuration: {} })).toBe(true);
  expect(Value.Check(Tenant, { id: 't', name: 'Acme', configuration: { primaryDomain: 1 } })).toBe(
    false,
  );
});
