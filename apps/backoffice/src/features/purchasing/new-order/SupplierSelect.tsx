import { useState } from 'react';
import { Button, Select, Space, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useDebounced } from '../../../lib/useDebounced';
import { SupplierFormModal } from '../suppliers/SupplierFormModal';
import { proveedoresQuery } from '../purchasing.api';
import type { ProveedorBorrador } from './orderDraft';

interface Props {
  value: ProveedorBorrador | null;
  onChange: (proveedor: ProveedorBorrador | null) => void;
  status?: 'error';
}

/** The order's supplier: searched on the server as the user types, or created on the spot. */
export function SupplierSelect({ value, onChange, status }: Props) {
  const [texto, setTexto] = useState('');
  const [creando, setCreando] = useState(false);
  const opciones = useQuery(proveedoresQuery(useDebounced(texto.trim())));
  const proveedores = opciones.data ?? [];
  const elegir = (p: ProveedorBorrador) => onChange({ id: p.id, nombre: p.nombre, limite_credito: p.limite_credito });

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Select<number>
          id="proveedor"
          aria-label="Proveedor"
          showSearch={{ filterOption: false, onSearch: setTexto }}
          allowClear
          placeholder="Buscar proveedor"
          status={status}
          loading={opciones.isFetching}
          notFoundContent={opciones.isFetching ? 'Buscando…' : 'Sin resultados'}
          value={value?.id}
          onChange={(id) => {
            const p = proveedores.find((x) => x.id === id);
            if (p) elegir(p);
            else onChange(null);
          }}
          // The chosen supplier stays named even when the current search does not list it.
          options={[
            ...(value && !proveedores.some((p) => p.id === value.id) ? [{ value: value.id, label: value.nombre }] : []),
            ...proveedores.map((p) => ({ value: p.id, label: p.nombre })),
          ]}
          style={{ width: '100%' }}
        />
        <Tooltip title="Nuevo proveedor">
          <Button aria-label="Nuevo proveedor" icon={<PlusOutlined />} onClick={() => setCreando(true)} />
        </Tooltip>
      </Space.Compact>
      {creando && <SupplierFormModal proveedor={null} onClose={() => setCreando(false)} onSaved={elegir} />}
    </>
  );
}
