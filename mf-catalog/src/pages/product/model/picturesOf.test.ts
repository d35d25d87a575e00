import { makeProductDetails } from '../../../test/fixtures';
import { picturesOf } from './picturesOf';

describe('picturesOf', () => {
  it('takes the pictures with their WebP, then the media images, each once', () => {
    const product = makeProductDetails({
      pictures: ['/a.jpg', '/b.jpg'],
      pictures_webp: ['/a.webp'],
      media: [
        { id: 1, type: 'image', url: '/c.jpg' },
        { id: 2, type: 'video', url: '/v.mp4' },
        { id: 3, type: 'image', url: '/a.jpg' },
      ],
    });
    expect(picturesOf(product)).toEqual([
      { src: '/a.jpg', webp: '/a.webp' },
      { src: '/b.jpg', webp: null },
      { src: '/c.jpg', webp: null },
    ]);
  });

  it('falls back to the main image when there are no pictures', () => {
    const product = makeProductDetails({ pictures: [], media: [], image_url: '/main.jpg', preview_webp: '/main.webp' });
    expect(picturesOf(product)).toEqual([{ src: '/main.jpg', webp: '/main.webp' }]);
  });
});
