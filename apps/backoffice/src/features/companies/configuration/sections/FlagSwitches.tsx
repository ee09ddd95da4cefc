import { Flex, Form, Switch, Typography } from 'antd';
import type { FlagConfiguracion } from '@pos/shared/domains/companies/companies';

interface Props {
  flags: readonly { flag: FlagConfiguracion; etiqueta: string; ayuda?: string }[];
}

/** One switch per company flag, with its label and help text. */
export function FlagSwitches({ flags }: Props) {
  return (
    <Flex vertical>
      {flags.map(({ flag, etiqueta, ayuda }) => (
        <Flex
          key={flag}
          justify="space-between"
          align="center"
          gap={24}
          style={{ padding: '12px 0', borderBottom: '1px solid #f1f5f9' }}
        >
          <label htmlFor={`flag-${flag}`} style={{ cursor: 'pointer' }}>
            <Typography.Text>{etiqueta}</Typography.Text>
            {ayuda && (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                {ayuda}
              </Typography.Text>
            )}
          </label>
          <Form.Item name={flag} valuePropName="checked" noStyle>
            <Switch id={`flag-${flag}`} />
          </Form.Item>
        </Flex>
      ))}
    </Flex>
  );
}
