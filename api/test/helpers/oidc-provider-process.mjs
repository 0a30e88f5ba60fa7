// A real OpenID Provider (panva's oidc-provider) on 127.0.0.1 for the API's OIDC tests, run as
// its own Node process (the package is ESM). Reads its accounts and client from
// OIDC_TEST_SETUP (JSON), prints `listening <port>` once ready. Its login and consent are one
// step: GET /interaction/<uid>?as=<account id> signs in as that account and grants the scopes
// asked for, as a user clicking through the provider's pages would.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const setup = JSON.parse(process.env.OIDC_TEST_SETUP);
const server = createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: setup.clientId,
      client_secret: setup.clientSecret,
      redirect_uris: [setup.callbackUrl],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name', 'groups'],
  },
  pkce: { required: () => true },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  cookies: { keys: ['oidc-test-provider-cookie-key'] },
  async findAccount(_ctx, id) {
    const claims = setup.accounts[id];
    return claims && { accountId: id, claims: async () => ({ sub: id, ...claims }) };
  },
});

server.on('request', async (req, res) => {
  if (!req.url.startsWith('/interaction/')) return provider.callback()(req, res);
  try {
    const details = await provider.interactionDetails(req, res);
    const accountId = new URL(req.url, issuer).searchParams.get('as');
    // The user cancels at the provider: the error goes back to the client.
    if (accountId === 'cancel') {
      return await provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'The user cancelled',
      });
    }
    const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
    grant.addOIDCScope(details.params.scope);
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  } catch (error) {
    res.statusCode = 500;
    res.end(String(error));
  }
});

console.log(`listening ${server.address().port}`);
