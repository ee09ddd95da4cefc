import { Flex } from 'antd';
import { NotFound } from '../components/NotFound';

export function NotFoundPage() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <NotFound />
    </Flex>
  );
}
