import { CustomsLineSchema } from '#database/schema'

export default class CustomsLine extends CustomsLineSchema {}
