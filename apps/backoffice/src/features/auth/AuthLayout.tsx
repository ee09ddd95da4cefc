import { useEffect, type ReactNode } from 'react';
import { Typography } from 'antd';
import { BarChartOutlined, FileDoneOutlined, ShopOutlined, ShoppingCartOutlined } from '@ant-design/icons';

const VENTAJAS = [
  { icon: <ShoppingCartOutlined />, texto: 'Punto de venta y control de cajas' },
  { icon: <ShopOutlined />, texto: 'Inventario por sucursal y despachos' },
  { icon: <FileDoneOutlined />, texto: 'Facturación electrónica FEL' },
  { icon: <BarChartOutlined />, texto: 'Reportes para tomar mejores decisiones' },
];

/** The split layout of the login, recovery and reset screens. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} | Punto de Venta`;
  }, [title]);
  return (
    <div className="auth-page">
      <aside className="auth-brand">
        <div>
          <span className="brand-mark">
            <ShoppingCartOutlined />
          </span>
        </div>
        <div>
          <h1>Punto de Venta</h1>
          <p>Ventas, inventario y facturación electrónica para todas las sucursales de su negocio en Guatemala.</p>
          <ul>
            {VENTAJAS.map((v) => (
              <li key={v.texto}>
                {v.icon}
                {v.texto}
              </li>
            ))}
          </ul>
        </div>
        <Typography.Text style={{ color: '#64748b' }}>© {new Date().getFullYear()} Punto de Venta</Typography.Text>
      </aside>
      <main className="auth-main">
        <div className="auth-card">
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {title}
          </Typography.Title>
          {subtitle && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 28 }}>
              {subtitle}
            </Typography.Paragraph>
          )}
          {children}
        </div>
      </main>
    </div>
  );
}
