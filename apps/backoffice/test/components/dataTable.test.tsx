import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Breakpoint } from 'antd';
import type { Page } from '../../src/lib/api';
import { DataTable, type ListColumn } from '../../src/components/list/DataTable';
import type { PagedList } from '../../src/components/list/useServerList';
import { renderWithProviders } from '../providers';
import { atSize, onAPhone } from '../viewport';

interface Fila {
  id: number;
  nombre: string;
}

const filas: Fila[] = [
  { id: 1, nombre: 'Arroz' },
  { id: 2, nombre: 'Frijol' },
];

const list: PagedList<Fila> = {
  query: {
    data: { count: 12, next: null, previous: null, results: filas },
    isError: false,
    isFetching: false,
  } as UseQueryResult<Page<Fila>>,
  state: { page: 1, ordering: '', search: '' },
  setPage: () => undefined,
  sortBy: () => undefined,
};

const columns: ListColumn<Fila>[] = [{ title: 'Nombre', dataIndex: 'nombre' }];

function renderTabla(props: { tableFrom?: Breakpoint } = {}) {
  renderWithProviders(
    <DataTable<Fila>
      list={list}
      columns={columns}
      rowKey="id"
      cardRender={(f) => <strong>Tarjeta {f.nombre}</strong>}
      cardsLabel="Productos"
      {...props}
    />,
  );
}

describe('DataTable with cardRender', () => {
  it('shows a table from a tablet up', () => {
    renderTabla();
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Nombre' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Productos' })).toBeNull();
  });

  describe('on a phone', () => {
    onAPhone();

    it('shows one card per row with the pager, and no table', () => {
      renderTabla();
      expect(screen.queryByRole('table')).toBeNull();
      const tarjetas = within(screen.getByRole('list', { name: 'Productos' })).getAllByRole('listitem');
      expect(tarjetas.map((t) => t.textContent)).toEqual(['Tarjeta Arroz', 'Tarjeta Frijol']);
      expect(screen.getByText('12 registros')).toBeTruthy();
      expect(screen.getByRole('listitem', { name: '2' })).toBeTruthy();
    });
  });

  describe('with tableFrom xl', () => {
    describe('below 1200 px', () => {
      atSize(1199, 800);

      it('shows the cards', () => {
        renderTabla({ tableFrom: 'xl' });
        expect(screen.queryByRole('table')).toBeNull();
        expect(screen.getByRole('list', { name: 'Productos' })).toBeTruthy();
      });
    });

    describe('from 1200 px', () => {
      atSize(1200, 800);

      it('shows the table', () => {
        renderTabla({ tableFrom: 'xl' });
        expect(screen.getByRole('table')).toBeTruthy();
        expect(screen.queryByRole('list', { name: 'Productos' })).toBeNull();
      });
    });
  });
});
