import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, Form } from 'antd';
import { PERMISOS, PERMISOS_BODEGA, PERMISOS_REPORTE, type Permiso } from '@pos/shared/domains/users/permissions';
import type { Usuario } from '@pos/shared/domains/users/users';
import { UserForm } from '../../src/features/users/UserForm';
import { alternarGrupo, permisosDeRol } from '../../src/features/users/permissionsForm';
import { datosDeUsuario, type UsuarioFormValues } from '../../src/features/users/userFormValues';
import { propietario, usuario } from '../fixtures';

function renderForm(editado: Usuario, onSubmit: (values: UsuarioFormValues) => void) {
  function Harness() {
    const [form] = Form.useForm<UsuarioFormValues>();
    return (
      <UserForm
        form={form}
        usuario={editado}
        actor={propietario()}
        tipoPuntoVenta="PVMCE"
        sucursales={[
          { id: 1, nombre: 'Central' },
          { id: 2, nombre: 'Norte' },
        ]}
        saving={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />
    );
  }
  return render(
    <AntApp>
      <Harness />
    </AntApp>,
  );
}

// Label queries: role queries over this many checkboxes are slow in happy-dom.
const checkbox = (label: string, index = 0) => screen.getAllByLabelText(label)[index] as HTMLInputElement;
const guardar = () => fireEvent.click(screen.getByText('Guardar').closest('button')!);

describe('user form permissions', () => {
  it('choosing a role sets exactly one role flag and applies its preset', async () => {
    const onSubmit = vi.fn();
    renderForm(usuario(), onSubmit);
    expect(checkbox('Punto de venta caja').checked).toBe(true);

    fireEvent.click(screen.getByLabelText(/^Bodeguero/));
    // The 'Bodega' group toggle comes first, then the 'Bodega' permission itself.
    expect(checkbox('Bodega', 1).checked).toBe(true);
    expect(checkbox('Ingreso de mercadería').checked).toBe(true);
    expect(checkbox('Recepciones de despachos').checked).toBe(true);
    expect(checkbox('Perfil').checked).toBe(true);
    expect(checkbox('Punto de venta caja').checked).toBe(false);

    guardar();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const data = datosDeUsuario(onSubmit.mock.calls[0]![0] as UsuarioFormValues, false);
    expect(
      ['es_admin', 'es_encargado_tienda', 'es_bodeguero', 'es_cajero', 'es_vendedor_mostrador'].filter(
        (r) => data[r] === true,
      ),
    ).toEqual(['es_bodeguero']);
    expect(data.punto_venta_caja).toBe(false);
    expect(data.producto).toBe(true);
  });

  it('a group toggle flips every flag of its group, and only flags are sent', async () => {
    const onSubmit = vi.fn();
    renderForm(usuario(), onSubmit);

    fireEvent.click(checkbox('Reportes'));
    for (const name of ['Balance general', 'Historial de ventas', 'Descuentos y recargos'])
      expect(checkbox(name).checked).toBe(true);
    fireEvent.click(checkbox('Punto de venta'));
    expect(checkbox('Punto de venta', 1).checked).toBe(true);
    expect(checkbox('Punto de venta mostrador').checked).toBe(true);

    guardar();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const data = datosDeUsuario(onSubmit.mock.calls[0]![0] as UsuarioFormValues, false);
    expect(PERMISOS_REPORTE.every((p) => data[p] === true)).toBe(true);
    // Group keys are UI-only (P3-69); `bodega` is sent as the permission flag it also is.
    for (const grupo of ['reporte', 'configuracion', 'despacho', 'punto_venta_mostrador_caja'])
      expect(data).not.toHaveProperty(grupo);
    expect(Object.keys(data).filter((k) => PERMISOS.includes(k as Permiso))).toHaveLength(PERMISOS.length);
  });

  it('the owner keeps their role and permissions', () => {
    renderForm({ ...propietario() }, vi.fn());
    expect(screen.getByText('Propietario')).toBeTruthy();
    expect(screen.queryByLabelText(/^Administrador/)).toBeNull();
    expect(checkbox('Dashboard').disabled).toBe(true);
  });
});

describe('role presets and group toggles', () => {
  const todos = new Set<Permiso>(PERMISOS);

  it('the cashier and the counter seller split only with PVMCE', () => {
    expect(permisosDeRol('es_cajero', 'PVMCE', todos)).toEqual(['punto_venta_caja', 'perfil']);
    expect(permisosDeRol('es_cajero', 'PVN', todos)).toEqual(['punto_venta', 'perfil']);
    expect(permisosDeRol('es_vendedor_mostrador', 'PVMCE', todos)).toEqual(['punto_venta_mostrador', 'perfil']);
  });

  it('never hands out a flag the editor may not grant', () => {
    const editor = new Set<Permiso>(['perfil', 'bodega', 'producto']);
    expect(permisosDeRol('es_bodeguero', 'PVN', editor).sort()).toEqual(['bodega', 'perfil', 'producto']);
    expect(alternarGrupo(['reporte_venta'], PERMISOS_BODEGA, true, editor)).toEqual(['reporte_venta', 'bodega']);
    expect(alternarGrupo(['bodega', 'baja_mercaderia'], PERMISOS_BODEGA, false, editor)).toEqual(['baja_mercaderia']);
  });
});
