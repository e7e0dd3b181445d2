import type { Origin } from '../../../../../src/domain/menu/types';

/** Country-of-origin labels shared by several menus (Korean menu labelling: ingredient and region). */
export const CHICKEN: Origin = { name: '닭고기', region: '국내산' };
export const RICE: Origin = { name: '쌀', region: '국내산' };
export const RICE_CAKE: Origin = { name: '떡(쌀)', region: '국내산' };
export const SOYBEAN: Origin = { name: '대두', region: '외국산(미국, 브라질 등)' };
export const GARLIC: Origin = { name: '마늘', region: '국내산' };
export const RED_PEPPER: Origin = { name: '고춧가루', region: '중국산' };
export const GREEN_ONION: Origin = { name: '대파', region: '국내산' };
export const POTATO: Origin = { name: '감자', region: '미국산' };
export const CHEESE: Origin = { name: '모차렐라 치즈', region: '외국산(미국)' };
export const CORN: Origin = { name: '옥수수', region: '미국산' };
