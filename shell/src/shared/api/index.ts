export {
  shellApi,
  useContentPageQuery,
  useSendFormMutation,
  useTopBannerQuery,
  type FormFields,
  type TopBannerItem,
} from './shellApi';
