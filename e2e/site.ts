// The site under test: started the way `npm start` starts it, on a fresh DATA_DIR.

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export const STAFF = {
  email: 'staff@northstar-digital.example',
  password: 'e2e-Staff-password-1',
};
