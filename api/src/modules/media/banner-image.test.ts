import { renderBannerImage } from './banner-image';

describe('renderBannerImage', () => {
  test('When a banner text has markup characters, then they are escaped', () => {
    // Act
    const svg = renderBannerImage({ title: 'Скидки <до 30%> & подарки', shortText: '"Только" сегодня', color: '#0B7D6E' }, 'desktop');

    // Assert
    expect(svg).toContain('&lt;до 30%&gt; &amp; подарки');
    expect(svg).toContain('&quot;Только&quot;');
    expect(svg).not.toContain('<до 30%>');
  });

  test('When the background is dark, then the text is white; when it is light, then the text is dark', () => {
    // Act
    const dark = renderBannerImage({ title: 'Акция', shortText: '', color: '#0B7D6E' }, 'mobile');
    const light = renderBannerImage({ title: 'Акция', shortText: '', color: '#FFF3E0' }, 'mobile');

    // Assert
    expect(dark).toContain('fill="#FFFFFF"');
    expect(light).toContain('fill="#12312D"');
  });

  test('When the colour is missing or not a colour, then the shop teal is used', () => {
    // Act
    const missing = renderBannerImage({ title: 'Акция', shortText: '', color: null }, 'desktop');
    const broken = renderBannerImage({ title: 'Акция', shortText: '', color: 'red"/><script>' }, 'desktop');

    // Assert
    expect(missing).toContain('fill="#0B7D6E"');
    expect(broken).toContain('fill="#0B7D6E"');
    expect(broken).not.toContain('<script>');
  });
});
