import { useEffect, type ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';

interface Props {
  title: string;
  subtitle?: ReactNode;
  /** Shows a back arrow to this path. */
  backTo?: string;
  actions?: ReactNode;
}

/** A screen's title (also the browser tab's), an optional back arrow, and its main actions. */
export function PageHeader({ title, subtitle, backTo, actions }: Props) {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${title} | Punto de Venta`;
  }, [title]);
  return (
    <div className="page-header">
      <Flex gap={8} align="flex-start">
        {backTo && (
          <Button type="text" aria-label="Regresar" icon={<ArrowLeftOutlined />} onClick={() => navigate(backTo)} />
        )}
        <div>
          <Typography.Title level={3} style={{ margin: 0, lineHeight: '32px' }}>
            {title}
          </Typography.Title>
          {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        </div>
      </Flex>
      {actions && (
        <Flex gap={8} wrap>
          {actions}
        </Flex>
      )}
    </div>
  );
}
