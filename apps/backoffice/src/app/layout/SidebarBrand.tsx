import { Typography } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useConfiguracion } from '../../lib/configuracion';
import { useCurrentUser } from '../../lib/currentUser';

/** The company's logo and name at the top of the menu, or the product mark until a logo is set. */
export function SidebarBrand({ collapsed }: { collapsed: boolean }) {
  const { empresa } = useCurrentUser();
  const { data: configuracion } = useConfiguracion();
  return (
    <div className="app-brand" style={collapsed ? { justifyContent: 'center', padding: 0 } : undefined}>
      {configuracion?.logo ? (
        <img src={configuracion.logo} alt="" />
      ) : (
        <span className="brand-mark" style={{ width: 36, height: 36 }}>
          <ShoppingCartOutlined />
        </span>
      )}
      {!collapsed && (
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis style={{ display: 'block', color: '#fff' }}>
            {empresa.nombre}
          </Typography.Text>
          <Typography.Text style={{ fontSize: 12, color: '#94a3b8' }}>Punto de Venta</Typography.Text>
        </div>
      )}
    </div>
  );
}
