import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { correo } from './empresa';

export const DEMO_PASSWORD = 'demo1234';

/**
 * Logs in through the login screen with the one-time welcome view already closed through the API,
 * as the user would have closed it on a first visit (the welcome's own test signs in with signIn).
 */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const token = await page.request.post('/api/usuarios/token/', { data: { email, password } });
  expect(token.ok(), await token.text()).toBeTruthy();
  const headers = { Authorization: `Token ${((await token.json()) as { token: string }).token}` };
  const visto = await page.request.post('/api/bienvenida_usuario/', { headers, data: { bienvenida: true } });
  expect(visto.ok(), await visto.text()).toBeTruthy();
  await signIn(page, email, password);
}

/**
 * Signs in through the login screen and waits for the screen it lands on to load. Answers whether
 * the one-time welcome view is due (the company shows it and the user has not closed it yet).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<boolean> {
  await page.goto('/');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  const user = page.waitForResponse((r) => r.url().includes('/api/usuarios/me/') && r.status() === 200);
  const configuration = page.waitForResponse((r) => r.url().includes('/api/configuracion/me/') && r.status() === 200);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  // Hashing the password and loading the first screen take a while on a busy machine.
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible({ timeout: 30_000 });
  const [usuario, config] = await Promise.all([(await user).json(), (await configuration).json()]);
  await page.waitForLoadState('networkidle');
  return config.vista_bienvenida === true && usuario.bienvenida_visto !== true;
}

export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
}

/** The labels of the side menu's entries, groups expanded. */
export async function menuEntries(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  for (const group of await menu
    .locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title')
    .all())
    await group.click();
  return (await menu.locator('.ant-menu-item').allInnerTexts()).map((t) => t.trim());
}

/** A form control by its label; required labels read "* Nombre" to assistive technology. */
export function field(page: Page, role: 'textbox' | 'combobox', label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole(role, { name: new RegExp(`^(\\* )?${escaped}$`) });
}

/**
 * Closes the user's open register session, if any, through the API (a test that needs the user
 * with no register open, after another test of its file opened one).
 */
export async function closeOpenRegister(
  playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } },
  email: string,
): Promise<void> {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const login = await request.post('/api/usuarios/token/', { data: { email, password: DEMO_PASSWORD } });
    const headers = { Authorization: `Token ${((await login.json()) as { token: string }).token}` };
    const me = (await (await request.get('/api/usuarios/me/', { headers })).json()) as { caja: unknown };
    if (me.caja === null) return;
    const cierre = await request.post('/api/aperturas_cierres_caja/cierre/', {
      headers,
      data: { total_efectivo_cierre: '0', concepto_cierre: 'Cierre al terminar la prueba' },
    });
    expect(cierre.ok(), await cierre.text()).toBeTruthy();
  } finally {
    await request.dispose();
  }
}

/** A signed-in API session of a demo user, for the set-up the test is not about. */
export async function apiDe(request: APIRequestContext, email: string) {
  const login = await request.post('/api/usuarios/token/', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Token ${token}` };
  const me = (await (await request.get('/api/usuarios/me/', { headers })).json()) as {
    sucursal: number;
    caja: { id: number } | null;
  };
  const params = { sucursal: me.sucursal };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const answer = await request.post(`/api/${path}/`, { headers, params, data });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBeTruthy();
    return (await answer.json()) as T;
  };
  const get = async <T>(path: string, query: Record<string, string | number> = {}): Promise<T> => {
    const answer = await request.get(`/api/${path}/`, { headers, params: { ...params, ...query } });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBeTruthy();
    return (await answer.json()) as T;
  };
  const remove = async (path: string): Promise<void> => {
    const answer = await request.delete(`/api/${path}/`, { headers, params });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBeTruthy();
  };
  return { me, headers, post, get, delete: remove };
}

/** Sets the running spec's company's configuration flags through the API, as its owner (a partial update). */
export async function configurarEmpresa(request: APIRequestContext, cambios: Record<string, unknown>): Promise<void> {
  const propietario = await apiDe(request, correo('propietario'));
  const { id } = await propietario.get<{ id: number }>('configuracion/me');
  const answer = await request.put(`/api/configuracion/${id}/`, {
    headers: propietario.headers,
    data: cambios,
  });
  expect(answer.ok(), await answer.text()).toBeTruthy();
}

/** What a barcode scanner does: the code typed at once, then Enter. */
export async function escanear(page: Page, codigo: string): Promise<void> {
  const buscador = page.getByRole('combobox', { name: 'Buscar producto' });
  await buscador.fill(codigo);
  await buscador.press('Enter');
}

/** The NIT the running spec's company issues its FEL documents under (each practice company has its own). */
export async function nitEmisorDeLaEmpresa(request: APIRequestContext): Promise<string> {
  const propietario = await apiDe(request, correo('propietario'));
  return (await propietario.get<{ nit_emisor: string }>('configuracion_fel')).nit_emisor;
}

/**
 * Orders the server's local FEL sandbox to fail (POST /sandbox/fallar; it listens on the app's
 * port + 1 in the browser tests, playwright.config.ts), for the running spec's company's documents
 * only: the other spec files, running side by side, share the sandbox.
 */
export async function ordenarFallaSandbox(
  request: APIRequestContext,
  orden: { modo: 'caido' | 'error' | 'lento' | 'rechazar'; veces?: number; ms?: number; mensaje?: string },
): Promise<void> {
  const app = new URL(test.info().project.use.baseURL!);
  const answer = await request.post(`http://127.0.0.1:${Number(app.port) + 1}/sandbox/fallar`, {
    data: { ...orden, emisor: await nitEmisorDeLaEmpresa(request) },
  });
  expect(answer.ok(), await answer.text()).toBeTruthy();
}

/**
 * "Exportar a Excel" as the user sees it: the in-progress notice while the file is being made, then
 * the download and the success message. The notice lasts only as long as the job, so the job's
 * first status answer is held until the notice has been seen.
 */
export async function exportarExcel(page: Page): Promise<Download> {
  const esEstado = (url: URL) => url.pathname.includes('/estado_descarga');
  let soltar = () => {};
  const avisoVisto = new Promise<void>((resolver) => (soltar = resolver));
  await page.route(esEstado, async (route) => {
    await avisoVisto;
    await route.continue();
  });
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a Excel' }).click();
  await expect(page.getByText('¡Descarga en proceso!')).toBeVisible();
  soltar();
  const archivo = await descarga;
  await expect(page.getByText('Archivo descargado exitosamente')).toBeVisible();
  await page.unroute(esEstado);
  return archivo;
}

/**
 * Types `texto` into a list's "Buscar" box and waits for the list to answer it: the box searches
 * a moment after the last key, and while the list reloads its rows take no clicks.
 */
export async function buscarEnLista(page: Page, texto: string): Promise<void> {
  const respuesta = page.waitForResponse((r) => {
    const url = decodeURIComponent(r.url().replace(/\+/g, ' '));
    return url.includes('/api/') && url.includes(texto);
  });
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(texto);
  await respuesta;
  await expect(page.locator('.ant-spin-blur')).toHaveCount(0);
}
