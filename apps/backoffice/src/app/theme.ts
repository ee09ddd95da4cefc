import type { ThemeConfig } from 'antd';

const BRAND = '#2563eb';
const SIDEBAR_BG = '#0f172a';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND,
    colorInfo: BRAND,
    colorBgLayout: '#f4f6fb',
    borderRadius: 8,
    fontFamily:
      "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { siderBg: SIDEBAR_BG, headerBg: '#ffffff', headerPadding: '0 24px', headerHeight: 60 },
    Menu: {
      darkItemBg: SIDEBAR_BG,
      darkSubMenuItemBg: '#0b1221',
      darkItemSelectedBg: BRAND,
      itemBorderRadius: 6,
    },
    Table: { headerBg: '#f8fafc', headerColor: '#475569' },
    Card: { headerFontSize: 16 },
  },
};
