export { HeroSlider } from './ui/HeroSlider';
