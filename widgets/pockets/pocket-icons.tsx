import type { ComponentType, ReactNode } from 'react';
import BankOutlined from '@ant-design/icons/BankOutlined';
import BookOutlined from '@ant-design/icons/BookOutlined';
import CarOutlined from '@ant-design/icons/CarOutlined';
import CoffeeOutlined from '@ant-design/icons/CoffeeOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import RocketOutlined from '@ant-design/icons/RocketOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import SmileOutlined from '@ant-design/icons/SmileOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';

/**
 * The icons config/pockets.json may offer (its schema lists the same names), imported one by one
 * so the page loads these and not the whole icon set.
 */
const icons: Readonly<Record<string, ComponentType>> = {
  BankOutlined,
  BookOutlined,
  CarOutlined,
  CoffeeOutlined,
  GiftOutlined,
  HeartOutlined,
  HomeOutlined,
  RocketOutlined,
  SafetyOutlined,
  ShoppingOutlined,
  SmileOutlined,
  StarOutlined,
  ToolOutlined,
  TrophyOutlined,
};

/** A pocket's icon, decorative (the pocket's name says what it is); a bank for a name this page does not know. */
export function PocketIcon({ name }: { name: string }): ReactNode {
  const Icon = icons[name] ?? BankOutlined;
  return (
    <span aria-hidden="true" className="pb-pocket-icon">
      <Icon />
    </span>
  );
}
