import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { moneyColumn } from '../../src/components/list/moneyColumn';

interface Fila {
  id: number;
  total: string;
}

describe('moneyColumn', () => {
  it('right-aligns the amount in the money format and keeps what the list adds', () => {
    const columna = moneyColumn<Fila>((v) => `Q ${v}`, { title: 'Total', dataIndex: 'total', sortField: 'total' });
    expect(columna).toMatchObject({ title: 'Total', dataIndex: 'total', sortField: 'total', align: 'right' });
    const { container } = render(columna.render!('12.50', { id: 1, total: '12.50' }, 0) as ReactElement);
    expect(container.querySelector('span.num')?.textContent).toBe('Q 12.50');
  });
});
