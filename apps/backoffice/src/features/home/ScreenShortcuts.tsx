import { Card, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { MENSAJES } from '@pos/shared';
import { useMenuScreens } from '../../lib/menuScreens';

/** The screens the user may open, as cards; the no-screens message when there are none. */
export function ScreenShortcuts({ onOpen }: { onOpen?: () => void }) {
  const navigate = useNavigate();
  const pantallas = useMenuScreens();
  if (pantallas.length === 0)
    return <Typography.Paragraph type="secondary">{MENSAJES.bienvenida.sinPantallas}</Typography.Paragraph>;
  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
      {pantallas.map((route) => (
        <Card
          key={route.path}
          hoverable
          size="small"
          onClick={() => {
            onOpen?.();
            navigate(route.path);
          }}
        >
          <span style={{ fontSize: 20, color: '#2563eb', marginRight: 10 }}>{route.menu?.icon}</span>
          <Typography.Text strong>{route.menu?.label}</Typography.Text>
        </Card>
      ))}
    </div>
  );
}
