import { PackagePhotoSchema } from '#database/schema'

export default class PackagePhoto extends PackagePhotoSchema {
  get url() {
    return `/uploads/${this.path}`
  }

  /* A photo without a thumbnail (stored before them, or not decodable) shows itself. */
  get thumbnailUrl() {
    return this.thumbnailPath ? `/uploads/${this.thumbnailPath}` : this.url
  }
}
