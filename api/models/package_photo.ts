import { PackagePhotoSchema } from '#database/schema'

export default class PackagePhoto extends PackagePhotoSchema {}
