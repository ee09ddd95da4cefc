import { Avatar } from 'antd';

const COLORES = ['#2563eb', '#0891b2', '#7c3aed', '#db2777', '#ea580c', '#16a34a', '#ca8a04', '#475569'];

function iniciales(nombre: string): string {
  const partes = nombre.trim().split(/\s+/).filter(Boolean);
  return ((partes[0]?.[0] ?? '') + (partes[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** The user's photo, or their initials on a colour picked from the name so it stays the same. */
export function UserAvatar({ nombre, foto, size = 36 }: { nombre: string; foto: string | null; size?: number }) {
  if (foto) return <Avatar src={foto} size={size} alt={nombre} />;
  const color = COLORES[[...nombre].reduce((sum, c) => sum + c.charCodeAt(0), 0) % COLORES.length];
  return (
    <Avatar size={size} style={{ backgroundColor: color, flex: 'none' }}>
      {iniciales(nombre)}
    </Avatar>
  );
}
