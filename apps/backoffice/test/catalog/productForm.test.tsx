import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { MENSAJES } from '@pos/shared';
import { ProductForm, type ProductFormSettings } from '../../src/features/catalog/products/form/ProductForm';
import {
  cuerpoDeProducto,
  valoresDeProducto,
  type ProductoFormValues,
} from '../../src/features/catalog/products/form/productFormValues';
import { configuracion } from '../fixtures';
import { renderWithProviders } from '../providers';
import { stubApi } from '../renderApp';

const unidades = configuracion().unidades_de_medida;

function settings(porcentaje: boolean): ProductFormSettings {
  return {
    nombres: ['Público', 'Mayorista', 'Distribuidor', 'Precio 4', 'Precio 5'],
    porcentaje,
    decimales: 2,
    moneda: 'Q',
    unidades,
    tiendaActiva: true,
  };
}

function renderForm(porcentaje: boolean, onSubmit: (values: ProductoFormValues) => void = () => {}) {
  stubApi([
    [/\/api\/configuracion\/me\/$/, 200, configuracion({ conf_precios_porcentaje: porcentaje })],
    [/\/api\/familia\/$/, 200, { count: 0, next: null, previous: null, results: [] }],
    [/\/api\/categoria\/tree\/$/, 200, []],
  ]);
  function Harness() {
    const [form] = Form.useForm<ProductoFormValues>();
    return (
      <ProductForm
        form={form}
        initialValues={valoresDeProducto(undefined, [{ id: 1, nombre: 'Central' }], unidades)}
        settings={settings(porcentaje)}
        saving={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />
    );
  }
  return renderWithProviders(<Harness />);
}

const campo = (nombre: string) => screen.getByRole('spinbutton', { name: nombre }) as HTMLInputElement;
const escribir = (nombre: string, valor: string) => fireEvent.change(campo(nombre), { target: { value: valor } });

// antd forms render slowly in happy-dom.
describe('price tiers in the product form (spec 001 §5)', { timeout: 30_000 }, () => {
  it('without conf_precios_porcentaje the prices are typed and each percentage follows the base price', async () => {
    renderForm(false);
    escribir('Público', '12.50');
    escribir('Mayorista', '10');
    await waitFor(() => expect(campo('Porcentaje de Mayorista').value).toBe('80.00'));
    expect(campo('Porcentaje de Mayorista').readOnly).toBe(true);
    // A new base price moves the percentages, not the prices typed.
    escribir('Público', '20');
    await waitFor(() => expect(campo('Porcentaje de Mayorista').value).toBe('50.00'));
    expect(campo('Mayorista').value).toBe('10.00');
  });

  it('with conf_precios_porcentaje the percentages are typed and each price follows the base price', async () => {
    renderForm(true);
    escribir('Público', '40');
    escribir('Porcentaje de Distribuidor', '87.5');
    await waitFor(() => expect(campo('Distribuidor').value).toBe('35.00'));
    expect(campo('Distribuidor').readOnly).toBe(true);
    escribir('Público', '80');
    await waitFor(() => expect(campo('Distribuidor').value).toBe('70.00'));
  });

  it('sends every tier consistent with the others', () => {
    const values = {
      ...valoresDeProducto(undefined, [], unidades),
      codigo: 'A-1',
      nombre: 'Arroz',
      precio: '10',
      precio2: '7.333',
    };
    const { data } = cuerpoDeProducto(values, { porcentaje: false, decimales: 2 });
    expect(data).toMatchObject({
      precio: '10.00',
      precio2: '7.33',
      porcent_precio2: '73.30',
      precio3: '0.00',
      porcent_precio3: '0.00',
      fracciones: [],
    });
  });
});

describe('fractions editor (spec 001 §5, DECISIONS P3-65)', { timeout: 30_000 }, () => {
  const agregar = async (nombre: string) => {
    fireEvent.change(await screen.findByRole('textbox', { name: 'Nombre de la nueva fracción' }), {
      target: { value: nombre },
    });
    fireEvent.click(screen.getByRole('button', { name: /Agregar fracción/ }));
  };

  it('refuses a name already used, trimmed and case-insensitive', async () => {
    renderForm(false);
    fireEvent.click(screen.getByRole('radio', { name: /Con fracciones/ }));
    await agregar('Caja de 12');
    await agregar('  CAJA de 12 ');
    expect(await screen.findByText(MENSAJES.productos.fraccionDuplicada)).toBeTruthy();
    expect(screen.getAllByRole('spinbutton', { name: /^Contenido de la fracción/ })).toHaveLength(1);
  });

  it('needs at least 2 fractions to save', async () => {
    const onSubmit = vi.fn();
    renderForm(false, onSubmit);
    fireEvent.change(screen.getByLabelText('Código'), { target: { value: 'GAS-1' } });
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Gaseosa' } });
    fireEvent.click(screen.getByRole('radio', { name: /Con fracciones/ }));
    await agregar('Unidad');
    fireEvent.click(screen.getByRole('button', { name: /Guardar/ }));
    expect(await screen.findByText(MENSAJES.productos.minimoFracciones)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('deleting asks first, and the one left becomes the base unit', async () => {
    renderForm(false);
    fireEvent.click(screen.getByRole('radio', { name: /Con fracciones/ }));
    await agregar('Caja de 12');
    await agregar('Unidad');
    escribir('Contenido de la fracción 1', '12');
    escribir('Contenido de la fracción 2', '6');
    fireEvent.click(screen.getByRole('button', { name: /Eliminar fracción 2/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Unidad')).toBeTruthy();
    expect(screen.getAllByRole('spinbutton', { name: /^Contenido de la fracción/ })).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: /Eliminar/ }));
    await waitFor(() =>
      expect(screen.getAllByRole('spinbutton', { name: /^Contenido de la fracción/ })).toHaveLength(1),
    );
    expect(campo('Contenido de la fracción 1').value).toBe('1');
  });
});
