import type { SeedAddress } from '../../types';

/** Gangdong-gu (둔촌·성내·길동) and Seongnam Sujeong-gu (위례·복정) addresses. */
export const gangdongWiryeAddresses: readonly SeedAddress[] = [
  {
    roadAddress: '서울특별시 강동구 양재대로 1369 (둔촌동)',
    jibunAddress: '서울특별시 강동구 둔촌동 170-1',
    zipCode: '05355',
    latitude: 37.5285,
    longitude: 127.138,
  },
  {
    roadAddress: '서울특별시 강동구 성내로 25 (성내동)',
    jibunAddress: '서울특별시 강동구 성내동 540',
    zipCode: '05397',
    latitude: 37.5302,
    longitude: 127.1265,
  },
  {
    roadAddress: '서울특별시 강동구 강동대로 143 (성내동)',
    jibunAddress: '서울특별시 강동구 성내동 449',
    zipCode: '05399',
    latitude: 37.5265,
    longitude: 127.1255,
  },
  {
    roadAddress: '서울특별시 강동구 천호대로 1121 (길동)',
    jibunAddress: '서울특별시 강동구 길동 352',
    zipCode: '05335',
    latitude: 37.536,
    longitude: 127.1395,
  },
  {
    roadAddress: '경기도 성남시 수정구 위례광장로 104 (창곡동)',
    jibunAddress: '경기도 성남시 수정구 창곡동 554',
    zipCode: '13647',
    latitude: 37.474,
    longitude: 127.146,
  },
  {
    roadAddress: '경기도 성남시 수정구 위례서일로 10 (창곡동)',
    jibunAddress: '경기도 성남시 수정구 창곡동 560',
    zipCode: '13646',
    latitude: 37.4735,
    longitude: 127.142,
  },
  {
    roadAddress: '경기도 성남시 수정구 복정로 97 (복정동)',
    jibunAddress: '경기도 성남시 수정구 복정동 630',
    zipCode: '13120',
    latitude: 37.4655,
    longitude: 127.133,
  },
];
