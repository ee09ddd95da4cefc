import { expect, test } from '@playwright/test';
import { login } from './helpers';

test('a wrong password shows the spec message and stays on the login screen', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Correo electrónico').fill('propietario@demo.gt');
  await page.getByLabel('Contraseña').fill('clave-equivocada');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(
    page.getByText(
      'Ha ocurrido un error, verifica que la dirección de correo que has escrito es correcta y sea la asociada a tu cuenta',
    ),
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
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/recuperar_contrase/);
  // The page is a lazily loaded route: typing before it has settled can be lost to its first render.
  await expect(page.getByRole('heading', { name: 'Recuperar Contraseña' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
  await page.getByRole('button', { name: 'Recuperar Contraseña' }).click();
  await expect(page.getByText('Dirección de correo inválida')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('cajero@demo.gt');
  await page.getByRole('button', { name: 'Recuperar Contraseña' }).click();
  await expect(
    page.getByText('Te hemos enviado un correo con los pasos a seguir para restablecer tu contraseña.'),
  ).toBeVisible();
});

test('private routes without a session go to the login; unknown routes show the 404 page', async ({ page }) => {
  await page.goto('/configuracion/usuarios');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await login(page, 'admin@demo.gt');
  await page.goto('/no-existe');
  await expect(page.getByText('404 Página no encontrada')).toBeVisible();
  await page.getByRole('button', { name: 'Regresar' }).click();
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
});
