import { expect, test } from '@playwright/test';
import { correo, empresaDeLaPrueba, nombreEmpresaDeLaPrueba } from './empresa';
import { login } from './helpers';

test('a wrong password says the e-mail or the password is wrong and stays on the login screen', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Correo electrónico').fill(correo('propietario'));
  await page.getByLabel('Contraseña').fill('clave-equivocada');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(
    page.getByText('El correo electrónico o la contraseña no son correctos. Verifique sus datos e intente de nuevo.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('empty fields send nothing and show the required messages', async ({ page }) => {
  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/usuarios/token')) sent = true;
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Este campo es requerido').first()).toBeVisible();
  expect(sent).toBe(false);
});

test('password recovery answers with the spec message', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page).toHaveURL(/recuperar_contrase/);
  // The page is a lazily loaded route: typing before it has settled can be lost to its first render.
  await expect(page.getByRole('heading', { name: 'Recuperar Contraseña' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
  await page.getByRole('button', { name: 'Recuperar Contraseña' }).click();
  await expect(page.getByText('Dirección de correo inválida')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(correo('cajero'));
  await page.getByRole('button', { name: 'Recuperar Contraseña' }).click();
  await expect(
    page.getByText('Le hemos enviado un correo con los pasos a seguir para restablecer su contraseña.'),
  ).toBeVisible();
});

test('private routes without a session go to the login; unknown routes show the 404 page', async ({ page }) => {
  await page.goto('/configuracion/usuarios');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await login(page, correo('admin'));
  await page.goto('/no-existe');
  await expect(page.getByText('404 Página no encontrada')).toBeVisible();
  await page.getByRole('button', { name: 'Regresar' }).click();
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
});

test('an e-mail that is staff of two companies picks the company instead of failing', async ({ page }) => {
  // The owner is staff of this spec's company only: the server's answer for a second one (the same
  // e-mail and password in "Ferretería El Martillo", API test users.test.ts) is played here; the
  // company picked is then sent to the real server, which signs in to it.
  const enviados: Record<string, unknown>[] = [];
  await page.route('**/api/usuarios/token/', async (route) => {
    const cuerpo = route.request().postDataJSON() as Record<string, unknown>;
    enviados.push(cuerpo);
    if (cuerpo.empresa) return route.continue();
    await route.fulfill({
      status: 400,
      json: {
        detail:
          'Este correo y contraseña corresponden a varias empresas. Indique la empresa con la que desea ingresar.',
        code: 'COMPANY_CHOICE_REQUIRED',
        empresa: [
          'Este correo y contraseña corresponden a varias empresas. Indique la empresa con la que desea ingresar.',
        ],
        empresas: [empresaDeLaPrueba(), 'ferreteria-el-martillo'],
        nombres_empresas: [nombreEmpresaDeLaPrueba(), 'Ferretería El Martillo'],
      },
    });
  });
  await page.goto('/');
  await page.getByLabel('Correo electrónico').fill(correo('propietario'));
  await page.getByLabel('Contraseña').fill('demo1234');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Indique la empresa con la que desea ingresar.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Ferretería El Martillo' })).toBeVisible();
  await page.screenshot({ path: 'test-results/login-empresa.png' });
  await page.getByRole('radio', { name: nombreEmpresaDeLaPrueba() }).check();
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  expect(enviados.at(-1)).toEqual({ email: correo('propietario'), password: 'demo1234', empresa: empresaDeLaPrueba() });
});
