import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { MENSAJES } from '@pos/shared';

/** The 404 text of the spec: "Oops!", "404 Página no encontrada", "Regresar" to `/`. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={MENSAJES.general.oops}
      subTitle={MENSAJES.general.paginaNoEncontrada}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {MENSAJES.general.regresar}
        </Button>
      }
    />
  );
}
