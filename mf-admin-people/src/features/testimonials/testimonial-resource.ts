// Testimonials (product §2): title, role, a required rich-text description and an
// image required on add only. The list is No., Image, Title, Description, and a
// failed delete is shown (the brief's screen only logged it).

import { adminArea, MESSAGE_SHORT_MS, type Testimonial } from '@agency/shared/contract';
import { resourceMessages } from '@agency/shared/contract/messages';
import { contentSchemas } from '@agency/shared/schemas';
import { contentFormFields, contentResourceApi, type AdminResource } from '@agency/shared/admin';
import { personColumns } from '../../lib/person-columns';
import { PERSON_INPUTS, portraitField } from '../../lib/person-fields';

export const testimonialResource: AdminResource<Testimonial> = {
  area: adminArea('testimonial'),
  noun: 'Testimonial',
  messages: resourceMessages.testimonial,
  schema: contentSchemas.testimonial,
  rowName: (testimonial) => testimonial.title,
  columns: personColumns<Testimonial>('testimonial'),
  fields: [...contentFormFields('testimonial', PERSON_INPUTS), portraitField('testimonial')],
  // Product §9: add and edit testimonial messages show for 2 s.
  durations: { create: MESSAGE_SHORT_MS, update: MESSAGE_SHORT_MS },
  api: contentResourceApi('testimonial'),
};
