import { useMemo } from 'react';
import { Select, Space, Typography } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { useCurrentUser } from '../../lib/currentUser';
import { setSucursal } from '../../lib/session';
import { opcionesSucursal } from '../../lib/sucursalActual';

/** The branch every call works on; changing it reloads every screen's data (see App). */
export function BranchSelector({ value }: { value: string | null }) {
  const user = useCurrentUser();
  const options = useMemo(() => opcionesSucursal(user), [user]);

  if (options.length <= 1) {
    return (
      <Space size={6}>
        <ShopOutlined />
        <Typography.Text className="branch-name">{options[0]?.label}</Typography.Text>
      </Space>
    );
  }
  return (
    <Select
      aria-label="Sucursal"
      value={value ?? undefined}
      options={options}
      prefix={<ShopOutlined />}
      className="branch-selector"
      style={{ minWidth: 220 }}
      popupMatchSelectWidth={false}
      onChange={(next: string) => setSucursal(next)}
    />
  );
}
