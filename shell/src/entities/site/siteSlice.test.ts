import { initialSiteState, siteRequested, siteSlice } from './siteSlice';

describe('site slice', () => {
  it('When site data arrives, then configs, files and menus are stored', () => {
    const payload = {
      configs: { HEADER_PHONE: '+7 (8112) 70-00-00' },
      files: { SITE_IMAGE: '/api/static/logo.svg' },
      nav: { header_menu: [], header_left_menu: [], footer_menu: [] },
    };
    const state = siteSlice.reducer(initialSiteState, siteRequested.fulfilled(payload, 'r1'));
    expect(state.status).toBe('ready');
    expect(state.configs.HEADER_PHONE).toBe('+7 (8112) 70-00-00');
    expect(state.files.SITE_IMAGE).toBe('/api/static/logo.svg');
  });

  it('When loading fails, then the status says so and old data stays', () => {
    const loaded = { ...initialSiteState, configs: { SITE_NAME: 'Здоровье+' } };
    const state = siteSlice.reducer(loaded, siteRequested.rejected(new Error('down'), 'r2'));
    expect(state.status).toBe('failed');
    expect(state.configs.SITE_NAME).toBe('Здоровье+');
  });
});
