import { ArrowLeft, Coffee, Eye, Image, Pencil, Repeat, Search, Upload, Zap } from "lucide-react";
import { icon } from "./icons.tsx";

// More Lucide icons for the meal screens, drawn like icons.tsx.
export const ArrowLeftIcon = icon(ArrowLeft);
export const ImageIcon = icon(Image);
export const UploadIcon = icon(Upload);
export const EyeIcon = icon(Eye);
export const PencilIcon = icon(Pencil);
export const SearchIcon = icon(Search);
export const ZapIcon = icon(Zap);
export const CupIcon = icon(Coffee);
export const RepeatIcon = icon(Repeat);
